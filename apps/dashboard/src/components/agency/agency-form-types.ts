import type { TAgencyForm, TAgencyFormInput } from "@parlo/validators";
import type { UseFormReturn } from "react-hook-form";

/** The agency settings form: edited as the schema's input, handed to Save as its output. */
export type AgencyForm = UseFormReturn<TAgencyFormInput, unknown, TAgencyForm>;
