/**
 * The app itself: React and the router (the providers are the root layout's, root-layout.tsx),
 * imported by the entry (main.ts) once the session check is on its way (decision record 013).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
