import { useState, type FormEventHandler, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link2 } from 'lucide-react';
import { toast } from '@harmony/ui';
import { submitButtonClass, TextField } from '@harmony/ui/form-fields';
import { apiErrorDetail, apiFieldErrors } from '@harmony/web-api';
import { blueskySchema, defaultBlueskyService, mastodonSchema, webhookSchema, webhookSecretMinLength, type BlueskyValues, type MastodonValues, type WebhookValues } from './connect-rules.js';
import { useConnectSocialAccountMutation, type ConnectSocialAccountRequest } from './social-accounts-api.js';

/**
 * Sends a form's fields: the account is checked against the network on save. A field the server names
 * gets its message under it (the first focused); any other refusal, such as the network's own ("Mastodon
 * did not accept the access token: …"), is the form's alert.
 */
function useConnect<T extends FieldValues>(name: string, fields: readonly Path<T>[], setError: UseFormSetError<T>) {
  const [connect] = useConnectSocialAccountMutation();
  const [refusal, setRefusal] = useState<string>();
  const submit = async (request: ConnectSocialAccountRequest): Promise<boolean> => {
    setRefusal(undefined);
    try {
      const account = await connect(request).unwrap();
      toast({ title: `${name} connected.`, description: account.displayName });
      return true;
    } catch (error) {
      let shown = false;
      for (const { field, message } of apiFieldErrors(error)) {
        const known = fields.find((candidate) => candidate === field);
        if (!known) continue;
        setError(known, { type: 'server', message }, { shouldFocus: !shown });
        shown = true;
      }
      if (!shown) setRefusal(apiErrorDetail(error) ?? `Could not connect ${name}. Please try again.`);
      return false;
    }
  };
  return { submit, refusal };
}

interface ConnectFormFrameProps {
  /** The network's name: the form's and its button's ("Connect Mastodon"). */
  name: string;
  /** What to get from the network, and where. */
  intro: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  refusal: string | undefined;
  children: ReactNode;
}

function ConnectFormFrame({ name, intro, onSubmit, submitting, refusal, children }: ConnectFormFrameProps) {
  return (
    <form noValidate aria-label={`Connect ${name}`} onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-200">{intro}</p>
      {children}
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {refusal}
        </p>
      ) : null}
      <button type="submit" disabled={submitting} className={submitButtonClass}>
        <Link2 aria-hidden="true" className="size-4" />
        {submitting ? `Connecting ${name}…` : `Connect ${name}`}
      </button>
    </form>
  );
}

const trimmed = (value: string) => value.trim();

export function MastodonForm({ name }: { name: string }) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<MastodonValues>({ resolver: zodResolver(mastodonSchema), defaultValues: { instanceUrl: '', accessToken: '' } });
  const { submit, refusal } = useConnect<MastodonValues>(name, ['instanceUrl', 'accessToken'], setError);
  const onSubmit = async ({ instanceUrl, accessToken }: MastodonValues) => {
    if (await submit({ platform: 'mastodon', instanceUrl: trimmed(instanceUrl), accessToken: trimmed(accessToken) })) reset();
  };
  return (
    <ConnectFormFrame
      name={name}
      intro="In your Mastodon account: Preferences → Development → New application, with the scopes read:accounts, write:statuses and write:media. Save it, then copy “Your access token”."
      onSubmit={handleSubmit(onSubmit)}
      submitting={isSubmitting}
      refusal={refusal}
    >
      <TextField id="social-mastodon-instance-url" label="Instance address" type="url" inputMode="url" autoComplete="url" placeholder="https://mastodon.social" error={errors.instanceUrl?.message} {...register('instanceUrl')} />
      <TextField id="social-mastodon-access-token" label="Access token" type="password" autoComplete="off" spellCheck={false} error={errors.accessToken?.message} {...register('accessToken')} />
    </ConnectFormFrame>
  );
}

export function BlueskyForm({ name }: { name: string }) {
  const defaults: BlueskyValues = { service: defaultBlueskyService, handle: '', appPassword: '' };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BlueskyValues>({ resolver: zodResolver(blueskySchema), defaultValues: defaults });
  const { submit, refusal } = useConnect<BlueskyValues>(name, ['service', 'handle', 'appPassword'], setError);
  const onSubmit = async ({ service, handle, appPassword }: BlueskyValues) => {
    if (await submit({ platform: 'bluesky', service: trimmed(service), handle: trimmed(handle).replace(/^@/, ''), appPassword: trimmed(appPassword) })) reset(defaults);
  };
  return (
    <ConnectFormFrame
      name={name}
      intro="In Bluesky: Settings → Privacy and security → App passwords → Add App Password. Use it here, never your account’s password."
      onSubmit={handleSubmit(onSubmit)}
      submitting={isSubmitting}
      refusal={refusal}
    >
      <TextField id="social-bluesky-service" label="Service" hint="Leave it as it is unless your account is on another server." type="url" inputMode="url" error={errors.service?.message} {...register('service')} />
      <TextField id="social-bluesky-handle" label="Handle" placeholder="yourname.bsky.social" autoComplete="username" spellCheck={false} error={errors.handle?.message} {...register('handle')} />
      <TextField id="social-bluesky-app-password" label="App password" type="password" autoComplete="off" error={errors.appPassword?.message} {...register('appPassword')} />
    </ConnectFormFrame>
  );
}

export function WebhookForm({ name }: { name: string }) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WebhookValues>({ resolver: zodResolver(webhookSchema), defaultValues: { url: '', secret: '' } });
  const { submit, refusal } = useConnect<WebhookValues>(name, ['url', 'secret'], setError);
  const onSubmit = async ({ url, secret }: WebhookValues) => {
    if (await submit({ platform: 'webhook', url: trimmed(url), secret: trimmed(secret) })) reset();
  };
  return (
    <ConnectFormFrame
      name={name}
      intro="For n8n, Zapier, Make or your own service: each post is sent there as JSON, signed with the secret (X-Harmony-Signature). It is checked now with a ping, which must answer 2xx."
      onSubmit={handleSubmit(onSubmit)}
      submitting={isSubmitting}
      refusal={refusal}
    >
      <TextField id="social-webhook-url" label="Webhook address" type="url" inputMode="url" placeholder="https://" error={errors.url?.message} {...register('url')} />
      <TextField
        id="social-webhook-secret"
        label="Signing secret"
        hint={`At least ${webhookSecretMinLength} characters; the receiver checks each request’s signature with it.`}
        type="password"
        autoComplete="off"
        error={errors.secret?.message}
        {...register('secret')}
      />
    </ConnectFormFrame>
  );
}
