import { useState, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

interface SecretIssuingCardProps<Created> {
  title: ReactNode;
  description: ReactNode;
  /** The form that creates it; it hands what it created (with its secret) to `onCreated`. */
  form: (onCreated: (created: Created) => void) => ReactNode;
  /** The secret of what was just created (a `SecretReveal`); `onDone` puts it away for good. */
  secret: (created: Created, onDone: () => void) => ReactNode;
}

/** Creates something whose secret Charter shows only once (an API key, a webhook's signing secret): above the form until copied. */
export function SecretIssuingCard<Created>({ title, description, form, secret }: SecretIssuingCardProps<Created>) {
  const [created, setCreated] = useState<Created | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {created !== null && secret(created, () => setCreated(null))}
        {form(setCreated)}
      </CardContent>
    </Card>
  );
}
