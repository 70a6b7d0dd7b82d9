// An async boundary: the federation runtime initialises the share scope (the shell's eager singletons,
// which the remotes then take) before the app is evaluated. The API preloads this chunk from the HTML.
import(/* webpackChunkName: "bootstrap" */ './bootstrap.js');
