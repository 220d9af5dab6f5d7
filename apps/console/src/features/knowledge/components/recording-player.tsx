import PauseCircleOutlined from '@ant-design/icons/PauseCircleOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import Button from 'antd/es/button';
import { useRef, useState } from 'react';
import { recordingUrl } from '../media-urls.ts';

/**
 * An answer's recording as one play/pause button: three native players per table row would not
 * fit. Nothing is fetched until it is played.
 */
export function RecordingPlayer({ name, label }: { name: string; label: string }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  return (
    <>
      {/* biome-ignore lint/a11y/useMediaCaption: a recorded answer has no caption track */}
      <audio
        ref={audio}
        src={recordingUrl(name)}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
      <Button
        type="link"
        size="small"
        aria-label={`${playing ? '暂停' : '播放'}${label}录音`}
        icon={playing ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
        onClick={() => (playing ? audio.current?.pause() : void audio.current?.play().catch(() => setPlaying(false)))}
      />
    </>
  );
}
