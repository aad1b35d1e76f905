// What the front ends share as `react-router` and `react-router-dom` (shared.js): the names Hearth
// imports, re-exported from one copy of react-router. A shared module is never tree-shaken (a
// remote may ask for any of its exports), so sharing the package itself ships all of it,
// server rendering and framework mode included (about 60 KB gzipped); this list ships a
// fifth of it (no data router: Hearth uses no loaders or actions). A test checks it names
// everything a front end imports from either package.

export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-unshared';
