/**
 * The libraries every page runs, imported by the entry on their own before the app (main.tsx):
 * evaluating a module graph is one task, and React, Redux and emotion with MUI and the app on top
 * were one long task of ~85 ms on this machine (several times that on a phone), while the drawn
 * page was already on screen waiting for input. In two imports, with a yield between, it is two.
 */
export { createRoot } from 'react-dom/client';
export { Provider } from 'react-redux';
export { BrowserRouter } from 'react-router';
export { configureStore } from '@reduxjs/toolkit';
export { createApi } from '@reduxjs/toolkit/query/react';
export { CacheProvider } from '@emotion/react';
