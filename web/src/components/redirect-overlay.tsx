import { Loader, Overlay, Stack, Text } from '@mantine/core';

/**
 * Full-screen overlay shown between a successful form and the redirect that follows it. It sits
 * above the page (header included) but below the toasts (Mantine's notifications are at the
 * 'overlay' level, 400), so the success toast it follows stays readable.
 */
export function RedirectOverlay({ message }: { message: string }) {
  return (
    <Overlay fixed center blur={3} color="#fff" backgroundOpacity={0.85} zIndex={390}>
      <Stack align="center" gap="md" role="status" aria-live="polite">
        <Loader size="lg" />
        <Text size="lg" fw={600}>
          {message}
        </Text>
      </Stack>
    </Overlay>
  );
}
