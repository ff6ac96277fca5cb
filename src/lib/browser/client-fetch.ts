import { failProgress, finishProgress, startProgress } from '@/lib/stores/progress';

/**
 * `fetch` for islands: drives the loading bar (shown when the call lasts past the 200 ms
 * throttle) and turns it to its failed style when the request fails or answers an error status
 * (spec §8 'Any request failure'). The response is returned as is; callers still check `ok`.
 */
export async function clientFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  startProgress();
  try {
    const response = await fetch(input, init);
    if (response.ok) finishProgress();
    else failProgress();
    return response;
  } catch (error) {
    failProgress();
    throw error;
  }
}
