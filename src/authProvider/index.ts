export { authProvider, login, refreshProfile, type LoginParams } from './authProvider.ts';
export { canAccess, accessOptionsOf, areaOfRole, ACTIONS, AREA_PREFIX, PROFILE_PREFIX, type Action, type AccessOptions } from './access.ts';
export { landingAfterLogin, landingForSignedIn, landingPathAfterLogin, mustChangePassword } from './landing.ts';
export { liveListenerCleanups, detachLiveListeners } from './liveListeners.ts';
export { unauthorizedRedirect, handleUnauthorized, isOnLoginPage } from './unauthorized.ts';
export { forgetUser, clearReactAdminStores } from './signOut.ts';
