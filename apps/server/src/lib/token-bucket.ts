/**
 * A token bucket: up to `burst` actions at once, then `perSecond` on average. Cheap enough to
 * keep one per socket (two numbers), so a flood is refused where it arrives.
 */
export class TokenBucket {
  private tokens: number;
  private at = 0;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
  ) {
    this.tokens = burst;
  }

  /** Takes one token if there is one; `now` in milliseconds. */
  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
