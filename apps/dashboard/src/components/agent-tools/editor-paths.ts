import type { FieldPath } from "react-hook-form";
import type { ToolFormValues } from "./tool-values";

const EDITOR_PATH =
  /^(name|description|serverUrl|serverUrlSecret|fields|fields\.\d+\.(in|key|type|defaultValue|description|required))$/;

/** Whether an API error path names a field of the tool editor (so the message can show under it). */
export function isEditorPath(path: string): path is FieldPath<ToolFormValues> {
  return EDITOR_PATH.test(path);
}
