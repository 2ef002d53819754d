import { imageSize } from "image-size";

/** Width and height of an image's bytes, or null when they are not an image image-size reads. */
export function readImageSize(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const size = imageSize(bytes);
    return size.width && size.height ? { width: size.width, height: size.height } : null;
  } catch {
    return null;
  }
}
