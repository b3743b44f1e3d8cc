// object.entries for node-polyglot (react-admin's translator): every supported browser has
// Object.entries, and the npm polyfill brings ~40 kB of ES-spec helpers (get-intrinsic, ...).
module.exports = Object.entries;
