/*
 * A webpack loader for react-router's own bundle (see the rule in webpack.config.js). Its
 * components are created by calls webpack cannot prove pure (`var Link = React.forwardRef(...)`)
 * and named right after (`Link.displayName = "Link"`), so every one stays in the bundle, with the
 * framework-mode code they use, although this app imports seven of react-router's exports. Marking
 * those calls pure and leaving the names out lets the minifier drop what is unused: about 4 kB
 * gzip off the sign-in page. Names are for React's developer tools only; a
 * react-router release written differently is left as it is (the bundle budget check then fails).
 */
module.exports = function markReactRouterPure(source) {
  return source
    .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm, '')
    .replace(/= (React\d*\.(?:forwardRef|memo|createContext))\(/g, '= /* @__PURE__ */ $1(');
};
