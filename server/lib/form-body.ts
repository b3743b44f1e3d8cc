// Multipart fields arrive flat ("licenses[0][license_number]", "ids[]"); the contract's schemas
// describe nested values. unflatten() turns the first into the second before validation.
type Nested = Record<string, unknown>;

const isIndex = (key: string) => key === '' || /^\d+$/.test(key);

export function unflatten(flat: Record<string, unknown>): Nested {
  const root: Nested = {};
  for (const [name, value] of Object.entries(flat)) {
    const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
    if (!m) {
      root[name] = value;
      continue;
    }
    const keys = [m[1]!, ...[...m[2]!.matchAll(/\[([^[\]]*)\]/g)].map((k) => k[1]!)];
    let node: Nested | unknown[] = root;
    keys.forEach((key, i) => {
      const last = i === keys.length - 1;
      const nextIsIndex = !last && isIndex(keys[i + 1]!);
      if (Array.isArray(node)) {
        const index = key === '' ? node.length : Number(key);
        // "ids[]" sent several times arrives as one list of values.
        if (last && key === '' && Array.isArray(value)) node.push(...(value as unknown[]));
        else if (last) node[index] = value;
        else node = (node[index] ??= nextIsIndex ? [] : {}) as Nested | unknown[];
      } else if (last) {
        // A repeated plain field (two "name" parts) becomes a list.
        node[key] = key in node && !Array.isArray(value) ? ([] as unknown[]).concat(node[key], value) : value;
      } else {
        node = (node[key] ??= nextIsIndex ? [] : {}) as Nested | unknown[];
      }
    });
  }
  return root;
}
