import { Avatar, type AvatarProps } from '@mantine/core';
import { useFileUrl } from '@/shared/files/use-file-url';
import { initials } from '@/shared/lib/initials';

export interface FileAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  /** Download address of the stored picture, or null for initials. */
  path: string | null | undefined;
  /** The name the initials are taken from; also the image's text alternative. */
  name: string;
  alt?: string;
}

/** A logo or photo from the file store, with the name's initials while it loads or when there is none. */
export function FileAvatar({ path, name, alt, color = 'brand', variant = 'light', ...rest }: FileAvatarProps) {
  const src = useFileUrl(path);
  return (
    <Avatar src={src} alt={alt ?? name} color={color} variant={variant} {...rest}>
      {initials(name)}
    </Avatar>
  );
}
