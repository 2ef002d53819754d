"use client";

import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FieldError,
  Input,
  Label,
  Skeleton,
} from "@parlo/ui";
import {
  WORKSPACE_EVENT_HEADERS,
  WORKSPACE_EVENT_MESSAGES,
  zWorkspaceEventEndpoint,
  type TRegion,
  type TSendWorkspaceTestEventOutput,
  type TWorkspaceEventSettingsOutput,
  type TWorkspaceEventType,
} from "@parlo/validators";
import { useState, type FormEvent } from "react";
import { useToast } from "@parlo/ui/toaster";
import { api } from "@/trpc/react";
import { errorMessage } from "./error-message";
import { EventSigningSecretField } from "./event-signing-secret-field";

/**
 * "Event forwarding" on the workspace settings page (workspace-billing.md section 4): the endpoint
 * that receives the workspace's events and the event types it subscribes to. The owner edits, sends
 * a test event and sees (on demand) or regenerates the signing secret (workspaceEvents.*); members
 * see the settings read-only and never the secret.
 */
export function EventForwardingCard({
  region,
  workspaceId,
  isOwner,
}: {
  region: TRegion;
  workspaceId: string;
  isOwner: boolean;
}) {
  const settings = api.workspaceEvents.getSettings.useQuery({ region, workspaceId });
  return (
    <Card aria-labelledby="event-forwarding-title">
      <CardHeader>
        <CardTitle id="event-forwarding-title">Event forwarding</CardTitle>
        <CardDescription>
          Send events of this workspace to your own endpoint: a signed JSON POST for each event type you choose.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.data ? (
          isOwner ? (
            <div className="flex flex-col gap-6">
              <EventForwardingForm region={region} workspaceId={workspaceId} saved={settings.data} />
              <EventSigningSecretSection region={region} workspaceId={workspaceId} />
            </div>
          ) : (
            <EventForwardingReadonly saved={settings.data} />
          )
        ) : settings.isError ? (
          <Alert variant="error" title="Failed to load event settings">
            <Button type="button" variant="link" className="h-auto p-0" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading event settings">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function sameTypes(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((type) => b.includes(type));
}

function EventForwardingForm({
  region,
  workspaceId,
  saved,
}: {
  region: TRegion;
  workspaceId: string;
  saved: TWorkspaceEventSettingsOutput;
}) {
  const toast = useToast();
  const utils = api.useUtils();
  const update = api.workspaceEvents.updateSettings.useMutation();
  const sendTest = api.workspaceEvents.sendTest.useMutation();
  const [endpoint, setEndpoint] = useState(saved.endpoint);
  const [types, setTypes] = useState<TWorkspaceEventType[]>(saved.subscribedEvents);
  const [endpointError, setEndpointError] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<TSendWorkspaceTestEventOutput | null>(null);
  const dirty = endpoint.trim() !== saved.endpoint || !sameTypes(types, saved.subscribedEvents);

  const toggle = (type: TWorkspaceEventType, checked: boolean) =>
    setTypes((list) => (checked ? [...list.filter((item) => item !== type), type] : list.filter((t) => t !== type)));

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const checked = zWorkspaceEventEndpoint.safeParse(endpoint);
    if (!checked.success) {
      setEndpointError(checked.error.issues[0]?.message ?? WORKSPACE_EVENT_MESSAGES.invalidUrl);
      return;
    }
    setEndpointError(null);
    try {
      const next = await update.mutateAsync({ region, workspaceId, endpoint: checked.data, subscribedEvents: types });
      utils.workspaceEvents.getSettings.setData({ region, workspaceId }, next);
      setEndpoint(next.endpoint);
      setTypes(next.subscribedEvents);
      setTestResult(null);
      toast(WORKSPACE_EVENT_MESSAGES.saved, "success", 3000);
    } catch (error) {
      const message = errorMessage(error, WORKSPACE_EVENT_MESSAGES.saveFailed);
      if (message === WORKSPACE_EVENT_MESSAGES.invalidUrl || message === WORKSPACE_EVENT_MESSAGES.httpsRequired) {
        setEndpointError(message);
      }
      toast(message, "error", 5000);
    }
  };

  const onSendTest = async () => {
    setTestResult(null);
    try {
      setTestResult(await sendTest.mutateAsync({ region, workspaceId }));
    } catch (error) {
      toast(errorMessage(error, WORKSPACE_EVENT_MESSAGES.testFailed), "error", 5000);
    }
  };

  return (
    <form
      aria-label="Event forwarding settings"
      onSubmit={(event) => void onSave(event)}
      noValidate
      className="flex flex-col gap-5"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="event-endpoint">Endpoint URL</Label>
        <Input
          id="event-endpoint"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://example.com/webhooks/parlo"
          value={endpoint}
          maxLength={2048}
          aria-invalid={endpointError ? true : undefined}
          aria-describedby={endpointError ? "event-endpoint-error" : "event-endpoint-hint"}
          onChange={(event) => {
            setEndpoint(event.target.value);
            setEndpointError(null);
          }}
        />
        <FieldError id="event-endpoint-error">{endpointError}</FieldError>
        <p id="event-endpoint-hint" className="text-[13px] leading-5 text-muted-foreground">
          Leave empty to stop forwarding. Each request is signed with the signing secret below.
        </p>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Events to send</legend>
        <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {saved.types.map(({ type, label }) => (
            <label key={type} className="flex min-h-9 items-center gap-2.5 text-sm">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-primary"
                checked={types.includes(type)}
                onChange={(event) => toggle(type, event.target.checked)}
              />
              <span className="flex min-w-0 flex-col">
                <span>{label}</span>
                <span className="truncate font-mono text-xs text-muted-foreground">{type}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={update.isPending} disabled={!dirty && !update.isPending}>
          Save
        </Button>
        <Button
          type="button"
          variant="outline"
          loading={sendTest.isPending}
          disabled={!saved.endpoint || dirty}
          onClick={() => void onSendTest()}
        >
          Send test event
        </Button>
        <TestResult result={testResult} />
        {saved.endpoint && dirty ? (
          <span className="text-[13px] text-muted-foreground">Save your changes to send a test event.</span>
        ) : null}
      </div>
    </form>
  );
}

/** The signing secret, and how an endpoint checks a request with it (Standard Webhooks). */
function EventSigningSecretSection({ region, workspaceId }: { region: TRegion; workspaceId: string }) {
  const header = (name: string) => <code className="rounded bg-muted px-1 py-0.5 text-xs">{name}</code>;
  return (
    <section aria-labelledby="event-signing-secret-title" className="flex flex-col gap-2 border-t border-border pt-5">
      <h4 id="event-signing-secret-title" className="text-sm font-medium">
        Signing secret
      </h4>
      <p className="text-[13px] leading-5 text-muted-foreground">
        Every request carries {header(WORKSPACE_EVENT_HEADERS.id)}, {header(WORKSPACE_EVENT_HEADERS.timestamp)} and{" "}
        {header(WORKSPACE_EVENT_HEADERS.signature)} headers (Standard Webhooks). Check the signature with this secret
        and refuse requests that do not match or are more than a few minutes old.
      </p>
      <EventSigningSecretField region={region} workspaceId={workspaceId} />
    </section>
  );
}

/** What the endpoint answered to the test event. */
function TestResult({ result }: { result: TSendWorkspaceTestEventOutput | null }) {
  if (!result) return null;
  const text = result.status === 0 ? `Not sent: ${result.statusText}` : `${result.status} ${result.statusText}`.trim();
  return (
    <span role="status" className="flex min-w-0 items-center gap-2 text-sm">
      <Badge variant={result.ok ? "success" : "destructive"}>{result.ok ? "Delivered" : "Failed"}</Badge>
      <span className="min-w-0 break-words text-muted-foreground">{text}</span>
    </span>
  );
}

function EventForwardingReadonly({ saved }: { saved: TWorkspaceEventSettingsOutput }) {
  const subscribed = saved.types.filter(({ type }) => saved.subscribedEvents.includes(type));
  return (
    <div className="flex flex-col gap-4">
      <dl className="flex flex-col gap-4 text-sm">
        <div className="flex flex-col gap-1">
          <dt className="text-muted-foreground">Endpoint URL</dt>
          <dd className="break-all font-medium">{saved.endpoint || "No endpoint set"}</dd>
        </div>
        <div className="flex flex-col gap-1.5">
          <dt className="text-muted-foreground">Events to send</dt>
          <dd className="flex flex-wrap gap-1.5">
            {subscribed.length ? (
              subscribed.map(({ type, label }) => (
                <Badge key={type} variant="secondary" title={type}>
                  {label}
                </Badge>
              ))
            ) : (
              <span className="font-medium">None</span>
            )}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">Only the workspace owner can change event forwarding.</p>
    </div>
  );
}
