// The router the shell and the remotes share: a thin re-export of react-router. Shared modules are
// not tree-shaken, so sharing react-router itself ships all of it (~50 KB brotli) on the first view;
// this module is the singleton instead, and carries only what is listed here.
// Import routing from '@harmony/mf-config/router', never from 'react-router' (the lint enforces it):
// a direct import would bundle a second router whose context the shell's BrowserRouter does not fill.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
