/** One photo or video the full-screen viewer shows; the messages and the album both build them. */
export interface ViewerItem {
  /** Unique among the items (a photo's or video's id). */
  key: string;
  kind: 'photo' | 'video';
  /** The full-size photo or the video: what is shown and downloaded. */
  url: string;
  /** A video's poster. */
  poster?: string | null;
  width: number;
  height: number;
  /** "Photo from Nana, 3 of 5": the image's alt text, or the video's name. */
  label: string;
  caption: string;
  sender: string;
}
