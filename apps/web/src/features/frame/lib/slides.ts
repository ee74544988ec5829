import type { AlbumItem, Message, MessagePhoto, MessageVideo } from '@hearth/shared';

/** A photo of the album, shown for its time. */
export type FramePhotoSlide = AlbumItem & { kind: 'photo'; photo: MessagePhoto };
/** A video of the album: its poster shows for its time, and it plays (with sound) on a tap only. */
export type FrameVideoSlide = AlbumItem & { kind: 'video'; video: MessageVideo };
export type FrameSlide = FramePhotoSlide | FrameVideoSlide;

export function isSlide(item: AlbumItem): item is FrameSlide {
  return item.kind === 'photo' ? !!item.photo : item.kind === 'video' && !!item.video;
}

/** Which photo or video it is: a slide shows once, however it came. */
export function slideId(slide: FrameSlide): string {
  return slide.kind === 'photo' ? slide.photo.id : slide.video.id;
}

/** The picture the slide shows: the photo, or the video's poster (null: none was made). */
export function slideImage(slide: FrameSlide): string | null {
  return slide.kind === 'photo' ? slide.photo.url : slide.video.poster_url;
}

/** Every signed link of the slide, which must be fetched afresh before the first runs out. */
export function slideLinks(slide: FrameSlide): string[] {
  if (slide.kind === 'photo') return [slide.photo.url];
  return slide.video.poster_url ? [slide.video.url, slide.video.poster_url] : [slide.video.url];
}

/** The slides of a message that just arrived live: its photos in order, or its video. */
export function slidesOf(conversationId: string, message: Message): FrameSlide[] {
  const base = {
    caption: message.content,
    message_id: message.id,
    conversation: { id: conversationId, title: '' },
    profile: message.profile,
    created_at: message.created_at,
  };
  if (message.video) {
    return [{ ...base, kind: 'video', video: message.video, position: 0, of: 1 }];
  }
  const photos = message.photos ?? [];
  return photos.map((photo, n) => ({
    ...base,
    kind: 'photo',
    photo,
    position: n,
    of: photos.length,
  }));
}
