export { makeDataProvider, UnsupportedCallError, type SlugMap, type SlugSource } from './dataProvider.ts';
export { toListQuery, fromListAnswer, type RaListParams, type FixedFilter } from './listParams.ts';
export { dataProviderEvents } from './events.ts';
export { toWriteBody, toFormError, FieldErrorsHttpError } from './writeBody.ts';
