import { describe, expect, it } from 'vitest';
import { productFields } from '../../../contract/product.ts';
import { rowsPerPage, toSubmitBody, validatorsFor, type InputDef } from '../../../src/components/crud/index.ts';
import { productResource } from '../../../src/resources/products/definition.ts';

const inputs: InputDef[] = [
  { source: 'identity', required: true },
  { source: 'alias' },
  { source: 'weight', kind: 'number' },
  { source: 'volume', kind: 'number' },
  { source: 'photo', kind: 'image', urlSource: 'photo_url' },
];

describe('toSubmitBody', () => {
  it('sends only declared inputs, trimmed, without blanks', () => {
    const body = toSubmitBody(
      { id: 4, identity: ' P-1 ', alias: '', weight: 0, volume: null, photo: 'products/a.png', photo_url: 'http://x/a.png', created_at: 'x' },
      inputs,
    );
    expect(body).toEqual({ identity: 'P-1', weight: 0 });
  });

  it('sends a photo only when a new file was chosen', () => {
    const file = new File(['x'], 'p.png', { type: 'image/png' });
    expect(toSubmitBody({ identity: 'P', photo: { rawFile: file, src: 'blob:1' } }, inputs).photo).toBe(file);
    expect(toSubmitBody({ identity: 'P', photo: { src: 'http://x/a.png' } }, inputs)).not.toHaveProperty('photo');
  });
});

describe('validatorsFor', () => {
  const run = (input: InputDef, value: unknown) => validatorsFor(input, productFields).map((v) => v(value)).find(Boolean);

  it('requires required fields with the shared rule', () => {
    expect(run({ source: 'identity', required: true }, '')).toBe('validation.required');
    expect(run({ source: 'identity', required: true }, '  ')).toBe('validation.required');
    expect(run({ source: 'identity', required: true }, 'P-1')).toBeUndefined();
  });

  it('checks the contract schema: lengths and numbers', () => {
    expect(run({ source: 'identity', required: true }, 'x'.repeat(65))).toBe('validation.tooLong?max=64');
    expect(run({ source: 'weight', kind: 'number' }, -1)).toBe('validation.nonNegative');
    expect(run({ source: 'weight', kind: 'number' }, '0x10')).toBe('validation.number');
    expect(run({ source: 'weight', kind: 'number' }, 1e11)).toBe('validation.max?max=99999999999.999');
    expect(run({ source: 'weight', kind: 'number' }, null)).toBeUndefined();
    expect(run({ source: 'weight', kind: 'number' }, 12.5)).toBeUndefined();
  });

  it('checks numbers without a schema and file types of images', () => {
    const number = validatorsFor({ source: 'x', kind: 'number' });
    expect(number.map((v) => v('abc')).find(Boolean)).toBe('validation.number');
    const image = validatorsFor({ source: 'photo', kind: 'image', accept: ['image/png', '.png'] });
    const pdf = { rawFile: new File(['x'], 'a.pdf', { type: 'application/pdf' }) };
    expect(image.map((v) => v(pdf)).find(Boolean)).toBe('validation.fileType');
    expect(image.map((v) => v(undefined)).find(Boolean)).toBeUndefined();
  });
});

describe('product definition', () => {
  it('offers the default page size among the choices and maps every call', () => {
    expect(rowsPerPage(productResource)).toContain(9);
    expect(productResource.source.delete).toBe(productResource.calls.remove);
    expect(productResource.listDecl.defaultSort).toEqual({ column: 'name', type: 'asc' });
  });

  it('declares only inputs the contract knows', () => {
    const known = new Set([...Object.keys(productFields.shape), 'photo']);
    for (const input of productResource.inputs) expect(known.has(input.source), input.source).toBe(true);
  });
});
