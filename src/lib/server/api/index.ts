/** The embedded company API (/v1) and HR photo service (/hr/photos). */
export { createApi, type CreateApiOptions } from './create-api';
export { apiRequestListener } from './node-listener';
export { createHrPhotos, type CreateHrPhotosOptions } from './hr-photos';
export { createJwtVerifier, bearerToken, type AccessClaims, type AccessTokenVerifier, type JwtVerifierOptions } from './bearer';
export {
  AppFailure,
  AuthenticationError,
  ConflictError,
  InputError,
  NotAllowedError,
  NotFoundError,
  TooLargeError,
} from '@/lib/server/errors';
export { errorResponse, fieldIssues, inputErrorFrom } from './errors';
export type { ErrorBody, FieldIssue } from '@/lib/http/error-body';
export { parseNotificationFilter, parseNotificationOrder, type NotificationFilter, type NotificationOrder } from './odata-filter';
