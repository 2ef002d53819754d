export { default } from "@parlo/config/eslint";
