// The libraries every signed-in page starts with, imported by src/main.tsx ahead of the app so they are evaluated in a
// task of their own. Named exports, not `import('react-router')`: a dynamic import of the whole package would keep
// every export in the bundle.
export { createBrowserRouter, RouterProvider } from 'react-router';
export { QueryClient, QueryClientProvider } from '@tanstack/react-query';
