import sharp from 'sharp';

/** A real JPEG carrying EXIF GPS coordinates, as a phone camera would write it. */
export function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#cc3300' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Telefono', Model: 'Prova' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '45/1 28/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '9/1 11/1 0/1',
      },
    })
    .toBuffer();
}

export function png(width = 40, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#0088ff80' } })
    .png()
    .toBuffer();
}

export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
