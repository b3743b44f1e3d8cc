// mapbox-gl ships its style spec's types for index.cjs only; the tests import its ES module.
declare module 'mapbox-gl/dist/style-spec/index.es.js' {
  /** A style's errors against Mapbox's style spec: none when mapbox-gl can draw it. */
  export function validate(style: object): { message: string }[];
}
