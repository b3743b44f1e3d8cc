import { describe, expect, it } from 'vitest';
import { contract } from '../../../contract/index.ts';
import { ApiHttpError } from '../../../src/api/http.ts';
import { FieldErrorsHttpError, toFormError, toWriteBody } from '../../../src/dataProvider/index.ts';

describe('toWriteBody', () => {
  it('adds the PUT override to multipart updates and drops blanks', () => {
    const body = toWriteBody(contract.product.update, { name: 'Oil', alias: '', volume: null, dimension_length: undefined, weight: 0 }, 'update');
    expect(body).toEqual({ name: 'Oil', weight: 0, _method: 'PUT' });
  });

  it('does not override the method of creates', () => {
    expect(toWriteBody(contract.product.create, { name: 'Oil' }, 'create')).toEqual({ name: 'Oil' });
  });

  it('sends new files and drops kept ones', () => {
    const file = new File(['x'], 'p.png', { type: 'image/png' });
    expect(toWriteBody(contract.product.create, { photo: { rawFile: file, src: 'blob:1' } }, 'create').photo).toBe(file);
    expect(toWriteBody(contract.product.update, { photo: { src: 'http://x/p.png' } }, 'update')).toEqual({ _method: 'PUT' });
  });
});

describe('toFormError', () => {
  it('turns field errors into one text per field for the form', () => {
    const error = new ApiHttpError(422, 'The data sent is not valid.', { message: 'The data sent is not valid.', errors: { identity: ['Already used.'] } });
    const form = toFormError(error) as FieldErrorsHttpError;
    expect(form).toBeInstanceOf(ApiHttpError);
    expect(form.status).toBe(422);
    expect(form.message).toBe('The data sent is not valid.');
    expect(form.body.errors).toEqual({ identity: 'Already used.' });
  });

  it('leaves other errors alone', () => {
    const error = new ApiHttpError(409, 'In use.');
    expect(toFormError(error)).toBe(error);
  });
});
