-- WSTest EchoStruct as JSON, message size 20: the same data as echostruct.lua, for SOAP vs JSON
-- usage: wrk -t2 -c32 -d20s -s json-echostruct.lua http://127.0.0.1:8090/wstest/api/EchoStruct
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = [[{"l":[{"i":0,"f":0.0,"s":"wstest"},{"i":1,"f":1.0,"s":"wstest"},{"i":2,"f":2.0,"s":"wstest"},{"i":3,"f":3.0,"s":"wstest"},{"i":4,"f":4.0,"s":"wstest"},{"i":5,"f":5.0,"s":"wstest"},{"i":6,"f":6.0,"s":"wstest"},{"i":7,"f":7.0,"s":"wstest"},{"i":8,"f":8.0,"s":"wstest"},{"i":9,"f":9.0,"s":"wstest"},{"i":10,"f":10.0,"s":"wstest"},{"i":11,"f":11.0,"s":"wstest"},{"i":12,"f":12.0,"s":"wstest"},{"i":13,"f":13.0,"s":"wstest"},{"i":14,"f":14.0,"s":"wstest"},{"i":15,"f":15.0,"s":"wstest"},{"i":16,"f":16.0,"s":"wstest"},{"i":17,"f":17.0,"s":"wstest"},{"i":18,"f":18.0,"s":"wstest"},{"i":19,"f":19.0,"s":"wstest"}]}]]

-- wrk counts non-2xx/3xx answers; print them so a run of errors is not mistaken for a fast one
done = function(summary, latency, requests)
  io.write(string.format("non-200 responses: %d\n", summary.errors.status))
end
