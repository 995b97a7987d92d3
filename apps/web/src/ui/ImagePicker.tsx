import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Icon } from './Icon';
import { addImages, imageAccept, type ImageLimits, type ImageProblem } from './image-files';
import './image-picker.css';

/** A chosen image and the object URL of its preview. */
export interface PickedImage {
  file: File;
  url: string;
}

/**
 * The chosen images, whose previews' object URLs are released when their owner goes away
 * (the picker itself may come and go while the choice stays).
 */
export function usePickedImages() {
  const [images, setImages] = useState<PickedImage[]>([]);
  const kept = useRef(images);
  useEffect(() => {
    kept.current = images;
  }, [images]);
  useEffect(() => () => kept.current.forEach((image) => URL.revokeObjectURL(image.url)), []);
  return [images, setImages] as const;
}

/** One picker: its images, its translated texts, its rules and the names it goes by. */
export interface ImagePickerProps {
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  texts: {
    label: string;
    note: string;
    add: string;
    remove: (fileName: string) => string;
    problem: (problem: ImageProblem) => string;
  };
  /** png or jpeg, each at most `bytesMax`, `imagesMax` in all. */
  limits: ImageLimits;
  inputName: string;
  previewSizePx: number;
  /** A class of the caller's, next to the shared ones. */
  className?: string;
  testIds: { picker: string; input: string; problemPrefix?: string };
  /** Shown below the problems, such as the form's own error for the images. */
  children?: ReactNode;
}

/** Images checked here before any upload, each shown as a preview that can be removed. */
export function ImagePicker({
  images,
  onChange,
  texts,
  limits,
  inputName,
  previewSizePx,
  className,
  testIds,
  children,
}: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<ImageProblem[]>([]);
  // The choice as last changed here, ahead of the next render: reading a file's first bytes
  // takes a moment, and a second pick or a removal may come meanwhile.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);
  const picking = useRef<Promise<void>>(Promise.resolve());

  function change(next: PickedImage[]) {
    latest.current = next;
    onChange(next);
  }

  async function pickNow(files: File[]) {
    const current = latest.current.map((image) => image.file);
    const result = await addImages(current, files, limits);
    setProblems(result.problems);
    const added = result.files
      .slice(current.length)
      .map((file) => ({ file, url: URL.createObjectURL(file) }));
    // A removal meanwhile only leaves more room than was counted.
    change([...latest.current, ...added]);
  }

  /** Picks are taken one after another, each counted against the ones before it. */
  function pick(list: FileList | null) {
    const files = Array.from(list ?? []);
    // The same file may be picked again after it was removed.
    if (inputRef.current) inputRef.current.value = '';
    // A pick that fails leaves the choice as it was; the next one still runs.
    picking.current = picking.current.then(() => pickNow(files)).catch(() => undefined);
  }

  function remove(removed: PickedImage) {
    URL.revokeObjectURL(removed.url);
    setProblems([]);
    change(latest.current.filter((image) => image !== removed));
  }

  const size = { '--image-picker-size': `${previewSizePx}px` } as CSSProperties;
  return (
    <div
      className={
        className ? `login-form__field image-picker ${className}` : 'login-form__field image-picker'
      }
      style={size}
      data-testid={testIds.picker}
    >
      <span className="login-form__label">{texts.label}</span>
      <span className="login-form__note">{texts.note}</span>
      <div className="image-picker__grid">
        {images.map((image) => (
          <figure key={image.url} className="image-picker__item">
            <img
              src={image.url}
              alt={image.file.name}
              width={previewSizePx}
              height={previewSizePx}
            />
            <button
              type="button"
              className="image-picker__remove"
              aria-label={texts.remove(image.file.name)}
              onClick={() => remove(image)}
            >
              <Icon name="close" size={14} />
            </button>
          </figure>
        ))}
        {images.length < limits.imagesMax && (
          <button
            type="button"
            className="image-picker__add"
            onClick={() => inputRef.current?.click()}
          >
            <Icon name="plus" size={22} />
            <span>{texts.add}</span>
          </button>
        )}
      </div>
      <input
        ref={inputRef}
        hidden
        type="file"
        name={inputName}
        accept={imageAccept}
        multiple
        onChange={(event) => pick(event.target.files)}
        data-testid={testIds.input}
      />
      {problems.map((problem) => (
        <span
          key={problem}
          className="login-form__error"
          role="alert"
          data-testid={testIds.problemPrefix && `${testIds.problemPrefix}${problem}`}
        >
          {texts.problem(problem)}
        </span>
      ))}
      {children}
    </div>
  );
}
