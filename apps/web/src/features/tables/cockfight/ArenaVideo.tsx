import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';

/**
 * The arena's live video (HLS), muted and playing inline, over the arena's poster: Safari and
 * most phones play HLS themselves; elsewhere hls.js's light build (loaded only when there is a
 * stream; an arena's feed needs no DRM, subtitles or second audio) feeds the video. A stream
 * that fails leaves the poster; the player is torn down on unmount.
 */

/** The MIME type a browser that plays HLS itself answers for. */
const hlsMimeType = 'application/vnd.apple.mpegurl';

/** Plays `streamUrl` in the video; calls `onFail` when it cannot. Answers the teardown. */
function attachStream(video: HTMLVideoElement, streamUrl: string, onFail: () => void) {
  let isStopped = false;
  let destroy: (() => void) | undefined;
  const fail = () => {
    if (!isStopped) onFail();
  };
  const play = () => void video.play().catch(() => undefined);
  // Autoplay is allowed only for muted video; the property, not just the attribute.
  video.muted = true;
  video.addEventListener('error', fail);
  if (video.canPlayType(hlsMimeType)) {
    video.src = streamUrl;
    play();
  } else {
    import('hls.js/light')
      .then(({ default: Hls }) => {
        if (isStopped) return;
        if (!Hls.isSupported()) {
          fail();
          return;
        }
        const hls = new Hls();
        destroy = () => hls.destroy();
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) fail();
        });
        hls.loadSource(streamUrl);
        hls.attachMedia(video);
        play();
      })
      .catch(fail);
  }
  return () => {
    isStopped = true;
    video.removeEventListener('error', fail);
    destroy?.();
    video.removeAttribute('src');
    video.load();
  };
}

export function ArenaVideo({
  streamUrl,
  label,
  children,
}: {
  streamUrl: string | null;
  /** The video's accessible name. */
  label: string;
  /** What lies over the video or poster: the fight's name and status. */
  children: ReactNode;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const isStreaming = streamUrl !== null && failedUrl !== streamUrl;
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !streamUrl || !isStreaming) return;
    return attachStream(video, streamUrl, () => setFailedUrl(streamUrl));
  }, [streamUrl, isStreaming]);
  return (
    <div
      className="cf-screen"
      data-testid="cockfight-video"
      data-source={isStreaming ? 'stream' : 'poster'}
    >
      <img className="cf-screen__poster" src="/art/games/cockfight-poster.svg" alt="" />
      {isStreaming && (
        <video
          ref={videoRef}
          className="cf-screen__video"
          muted
          autoPlay
          playsInline
          aria-label={label}
        />
      )}
      <div className="cf-screen__over">{children}</div>
    </div>
  );
}
