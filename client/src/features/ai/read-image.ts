/** Longest side of a photo sent to the assistant: enough to see a crack, small enough to send quickly. */
const MAX_SIDE = 1600;
/** Photos up to this size and already small are sent as they are. */
const KEEP_BYTES = 1024 * 1024;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Reads an image as a data URL (SPEC §2), downscaled in the browser when it is large (issue 18): longest
 * side 1600 px, JPEG. A format the browser cannot draw (e.g. HEIC) is sent as it is; the server checks it.
 */
export async function readImage(file: File): Promise<string> {
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return readAsDataUrl(file);
  }
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= KEEP_BYTES && /^image\/(jpeg|png|webp)$/.test(file.type)) {
      return await readAsDataUrl(file);
    }
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.85);
  } finally {
    bitmap.close();
  }
}

/** A data URL as a File, for attaching the photo to a community post (no fetch: CSP's connect-src refuses data:). */
export function dataUrlToFile(dataUrl: string, name: string): File {
  const [head = '', base64 = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type });
}
