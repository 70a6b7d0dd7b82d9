// The server-side build renders markup only: stylesheets are the browser build's business.
module.exports = function emptyCss() {
  return 'export {};';
};
