// A step of the app's start (src/main.tsx): the router's library, evaluated on its own. Named exports, not
// `import('react-router')`: a dynamic import of the whole package would keep every export in the bundle.
export { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
