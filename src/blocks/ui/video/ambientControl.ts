/**
 * The pause control of a video playing by itself (a background, an autoplay video): what a player
 * hands to a caller that puts the pause button somewhere else (a hero keeps it above its text,
 * outside its decorative layer).
 */
export interface AmbientControl {
  /** Whether the video is playing now. */
  playing: boolean;
  play(): void;
  pause(): void;
}
