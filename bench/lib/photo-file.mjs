// A phone's photo as the photo arm uploads it: a 12-megapixel JPEG (4000 x 3000) of about 5 MB,
// with the EXIF a phone writes (camera, orientation, GPS), made the same way every run.
import { Buffer } from 'node:buffer';
import sharp from 'sharp';

const WIDTH = 4000;
const HEIGHT = 3000;

/** Pixels with a photo's mix of smooth areas and fine detail, from a fixed seed. */
function pixels() {
  const data = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 2026;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const at = (y * WIDTH + x) * 3;
      const grain = random() * 48;
      data[at] = (x / WIDTH) * 180 + grain;
      data[at + 1] = (y / HEIGHT) * 160 + 40 + grain;
      data[at + 2] = 120 + 60 * Math.sin(x / 97 + y / 53) + grain;
    }
  }
  return data;
}

export async function phonePhoto() {
  const bytes = await sharp(pixels(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .withExif({
      IFD0: { Make: 'HearthCam', Model: 'Bench 12', Orientation: '1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 30/1' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { bytes, width: WIDTH, height: HEIGHT };
}
