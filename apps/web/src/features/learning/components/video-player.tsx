import { useEffect, useRef } from 'react';
import { getPosicionVideo } from '../api/get-posicion-video';
import { guardarPosicionVideo } from '../api/guardar-posicion-video';

/** How often the position is saved while the video plays. */
const SAVE_EVERY_MS = 5000;

/**
 * The lesson's video, played without a download button, resuming where the student stopped
 * on any device: the position is read from the server when the video is ready and saved every
 * few seconds while it plays, on pause, and when the lesson is left.
 */
export function VideoPlayer({
  subtema,
  src,
  title,
  onEnded,
  preview = false,
}: {
  subtema: number;
  src: string;
  title: string;
  /** 'Ver como alumno': the position is neither read nor saved (the viewer is not a student). */
  preview?: boolean;
  /** The video played to its end (the lesson then offers to be marked finished). */
  onEnded?: () => void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(0);

  useEffect(() => {
    const video = ref.current;
    if (!video || preview) return;
    let active = true;
    const save = () => {
      const segundos = video.currentTime;
      if (!Number.isFinite(segundos) || Math.abs(segundos - lastSaved.current) < 1) return;
      lastSaved.current = segundos;
      const duracion = Number.isFinite(video.duration) ? video.duration : undefined;
      // A lost save only costs a few seconds of resume: the next one replaces it.
      void guardarPosicionVideo({ subtema, segundos, duracion }).catch(() => {});
    };
    const resume = () => {
      void getPosicionVideo(subtema)
        .then(({ segundos }) => {
          if (!active || segundos <= 0) return;
          const end = Number.isFinite(video.duration) ? video.duration - 1 : segundos;
          video.currentTime = Math.min(segundos, Math.max(0, end));
          lastSaved.current = video.currentTime;
        })
        .catch(() => {});
    };
    const timer = window.setInterval(() => {
      if (!video.paused) save();
    }, SAVE_EVERY_MS);
    if (video.readyState >= 1) resume();
    else video.addEventListener('loadedmetadata', resume, { once: true });
    video.addEventListener('pause', save);
    return () => {
      active = false;
      window.clearInterval(timer);
      video.removeEventListener('loadedmetadata', resume);
      video.removeEventListener('pause', save);
      save();
    };
  }, [subtema, preview]);

  return (
    // biome-ignore lint/a11y/useMediaCaption: lesson videos are uploaded without caption files.
    <video
      ref={ref}
      src={src}
      controls
      controlsList="nodownload noplaybackrate"
      disablePictureInPicture
      preload="metadata"
      onContextMenu={(e) => e.preventDefault()}
      onEnded={onEnded}
      aria-label={`Video: ${title}`}
      style={{ width: '100%', maxHeight: '70vh', background: '#000', borderRadius: 8 }}
    />
  );
}
