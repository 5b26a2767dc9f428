import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { mutationFeedbackMiddleware } from './feedbackMiddleware';
import { sessionEndMiddleware } from './sessionEndMiddleware';

/** One per tab; the server makes one per page it renders (ssr.tsx). */
export function makeStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
    },
    middleware: (getDefault) => getDefault().prepend(sessionEndMiddleware, mutationFeedbackMiddleware).concat(api.middleware),
  });
}

export const store = makeStore();

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
