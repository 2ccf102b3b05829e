import type { MediaItem } from './types';

const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** Checked before sending, with the server's own wording: null when the file may go. */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'Only JPEG, PNG and WebP images can be uploaded';
  if (file.size > MAX_IMAGE_BYTES) return 'Images must be at most 10 MB';
  return null;
}

/** POST /api/admin/media (multipart, field `file`) with upload progress from 0 to 1. */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/media');
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { message?: string } | null;
      if (request.status >= 200 && request.status < 300) resolve(body as MediaItem);
      else reject(new Error(body?.message ?? `Upload failed (${request.status})`));
    };
    request.onerror = () => reject(new Error('The upload could not reach the server. Please try again.'));
    const data = new FormData();
    data.append('file', file, file.name);
    request.send(data);
  });
}
