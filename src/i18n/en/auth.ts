// Public pages: sign-in, password reset, registration (owned by the auth work).
export const auth = {};
