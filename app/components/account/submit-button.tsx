import { useNavigation } from 'react-router'

/**
 * The submit button, disabled while its form is being sent (SPEC: disabled while pending).
 * `intent` tells apart two forms posting to one route.
 */
export function SubmitButton({ children, pendingLabel, intent }: { children: React.ReactNode; pendingLabel: string; intent?: string }) {
  const navigation = useNavigation()
  const isPending = navigation.state === 'submitting' && (intent === undefined || navigation.formData?.get('intent') === intent)
  return (
    <button type="submit" className="btn btn--primary btn--block" name={intent ? 'intent' : undefined} value={intent} disabled={isPending} aria-disabled={isPending || undefined}>
      {isPending ? pendingLabel : children}
    </button>
  )
}
