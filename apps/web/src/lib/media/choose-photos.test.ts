import { LIMITS } from '@hearth/shared';
import { choosePhotos, imageFiles } from './choose-photos';

const file = (name: string, type: string, size = 10) => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('choosePhotos', () => {
  it('takes the types the server takes, refuses SVG, HEIC and oversized photos with a reason', () => {
    const jpeg = file('a.jpg', 'image/jpeg');
    const avif = file('b.avif', 'image/avif');
    const { accepted, refused } = choosePhotos(
      [
        jpeg,
        file('c.svg', 'image/svg+xml'),
        file('d.heic', 'image/heic'),
        file('e.png', 'image/png', LIMITS.photoMaxBytes + 1),
        avif,
      ],
      0,
    );
    expect(accepted).toEqual([jpeg, avif]);
    expect(refused).toEqual([
      { reason: 'not-photo', name: 'c.svg' },
      { reason: 'not-photo', name: 'd.heic' },
      { reason: 'too-large', name: 'e.png' },
    ]);
  });

  it('fills a message up to its limit and says the rest were left out', () => {
    const nine = Array.from({ length: 3 }, (_, n) => file(`${n}.jpg`, 'image/jpeg'));
    const { accepted, refused } = choosePhotos(nine, LIMITS.photosPerMessage - 2);
    expect(accepted).toEqual(nine.slice(0, 2));
    expect(refused).toEqual([{ reason: 'too-many', max: LIMITS.photosPerMessage }]);
  });

  it('keeps only the images of a drop or a paste', () => {
    const jpeg = file('a.jpg', 'image/jpeg');
    const list = [jpeg, file('notes.txt', 'text/plain')] as unknown as FileList;
    expect(imageFiles(list)).toEqual([jpeg]);
    expect(imageFiles(null)).toEqual([]);
  });
});
