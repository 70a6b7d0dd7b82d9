// An async boundary: the shared singletons (React, the router, the store) are negotiated
// by the federation runtime before any of them is evaluated.
import('./bootstrap.js');
