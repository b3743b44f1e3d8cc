// The marker of a list's records, one <li> each, on every card or simple list (AdaptiveDataTable,
// LoadMoreList): tests find the records by it, and the phone crawl (tests/e2e/phone.spec.ts)
// checks each record's actions are on screen with a visible label.
export const RECORDS_TEST_ID = 'records';
