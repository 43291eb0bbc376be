import {
  type AnimationSpeed,
  animationSpeeds,
  documentProperty,
  duration,
  type MotionPreference,
} from '@jc/widget-kit'

/** `--site-chrome-speed-slow`, `-default`, `-fast`: the template's speeds, for stylesheets. */
export const speedProperty = (speed: AnimationSpeed): string => `--site-chrome-speed-${speed}`

/**
 * Publishes the template's animation speeds (the shared constants) as CSS
 * custom properties on `<html>`, all 0 ms while the visitor asks for reduced
 * motion, and keeps them current when that preference changes.
 */
export function publishAnimationSpeeds(document: Document, motion: MotionPreference): () => void {
  const style = documentProperty(document, 'documentElement').style
  const speeds = Object.keys(animationSpeeds) as AnimationSpeed[]
  const publish = () => {
    for (const speed of speeds) {
      style.setProperty(speedProperty(speed), `${duration(animationSpeeds[speed], motion)}ms`)
    }
  }
  publish()
  const unsubscribe = motion.subscribe(publish)
  return () => {
    unsubscribe()
    for (const speed of speeds) style.removeProperty(speedProperty(speed))
  }
}
