/** Test image of the media-library specs (what a phone camera uploads) and the block that shows it. */
import sharp from 'sharp';

/** A 2400 × 1600 px JPEG taken by a phone (maker "Pomme"), with its GPS position in EXIF. */
export async function phonePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3d9a4"/><stop offset="1" stop-color="#2f4858"/></linearGradient></defs><rect width="2400" height="1600" fill="url(#g)"/><rect x="300" y="900" width="900" height="500" fill="#3b2f2f"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Pomme' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 24/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '71/1 53/1 0/1' } } as never)
    .toBuffer();
}

/** The image-and-text block both media-library specs publish, showing `url` with `alt` per locale. */
export function imageTextBlock(url: string, alt: { fr: string; en: string }) {
  return {
    block_type: 'image_text_block',
    block_params: { orientation_x: 'left' },
    fields: {
      main_title: { fr: 'Votre prochaine maison', en: 'Your next home' },
      description: { fr: '<p>Une photo de la médiathèque.</p>', en: '<p>A photo from the media library.</p>' },
      image: { media: { fr: { url, alt: alt.fr }, en: { url, alt: alt.en } } },
    },
  };
}
