import { httpErrorMessage } from '@harmony/web-api';
import type { ContentJob } from './content-api.js';

/** How much of the file has gone up. */
export interface UploadProgress {
  readonly loaded: number;
  readonly total: number;
}

/** Why an upload was not accepted: SPEC §8's `status: detail` message. */
export class UploadFailed extends Error {
  override readonly name = 'UploadFailed';
}

const parsed = (text: string): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
};

/**
 * POST /api/content/episode/{id}/process with the audio as multipart field `audio` (SPEC §7).
 * XMLHttpRequest rather than fetch: only it reports how many bytes went up. Resolves with the queued job (202).
 */
export function uploadEpisodeAudio(episodeId: number, audio: File, onProgress: (progress: UploadProgress) => void): Promise<ContentJob> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/content/episode/${episodeId}/process`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : audio.size });
    request.onload = () => {
      const body = parsed(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body as ContentJob);
      else reject(new UploadFailed(httpErrorMessage(request.status, body, request.statusText)));
    };
    request.onerror = () => reject(new UploadFailed('The upload did not reach the server. Check the connection and try again.'));
    const form = new FormData();
    form.append('audio', audio);
    request.send(form);
  });
}
