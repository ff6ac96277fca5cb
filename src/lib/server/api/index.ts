/** The embedded company API (/v1) and HR photo service (/hr/photos). */
export { createApi, type CreateApiOptions } from './create-api';
export { createHrPhotos, type CreateHrPhotosOptions } from './hr-photos';
export { createJwtVerifier, bearerToken, type AccessClaims, type AccessTokenVerifier, type JwtVerifierOptions } from './bearer';
export { AuthenticationError, ConflictError, InputError, NotAllowedError, NotFoundError, ApiFailure, errorResponse, type ErrorBody } from './errors';
export { parseNotificationFilter, parseNotificationOrder, type NotificationFilter, type NotificationOrder } from './odata-filter';
