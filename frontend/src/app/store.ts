import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { listenerMiddleware } from './listeners';

export const store = configureStore({
  reducer: {
    [api.reducerPath]: api.reducer,
  },
  middleware: (getDefault) => getDefault().prepend(listenerMiddleware.middleware).concat(api.middleware),
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
