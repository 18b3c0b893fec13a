import { isRefreshRefused, refreshAccessToken } from '../api/http';
import { setTokenRefresh } from '../live/streamAuth';

/**
 * Hands the live stream the session's token refresh: a stream whose access token is gone or
 * refused refreshes it through the session's one refresh at a time, as every call does.
 */
export function connectLiveSession() {
  setTokenRefresh({ refresh: () => refreshAccessToken(), isRefused: isRefreshRefused });
}
