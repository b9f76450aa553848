import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from '@/app/router';
import { EarlyTapReplay, takeEarlyTap } from '@/lib/early-tap';
import '@/styles/index.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const router = await createAppRouter();
  // A tap on a marked button before now (public/early-tap.js) is clicked again once hydrated.
  const tap = takeEarlyTap();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
      <EarlyTapReplay tap={tap} />
    </StrictMode>
  );
  // Pre-rendered pages (scripts/prerender.ts) hydrate; app-only pages (dashboard, admin, auth)
  // ship an empty #root and render from scratch.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
